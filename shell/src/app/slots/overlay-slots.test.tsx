import {
  forgetLoadedModules,
  provideRemoteLoader,
  REMOTE_UNAVAILABLE_TITLE,
  SLOT_EXPOSES,
} from '@club/shared/federation';
import {
  $audioPlayer,
  $loginPrompt,
  $mediaPlayer,
  $showPackages,
  openAudioPlayer,
  openLoginPrompt,
  openMediaPlayer,
  openPackages,
  resetStoresForTests,
} from '@club/shared/stores';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from '../../lib/federation/federation.ts';
import { AUDIO_PLAYER_LABEL, AudioPlayerSlot } from './audio-player-slot.tsx';
import { LOGIN_PROMPT_LABEL, LoginPromptSlot } from './login-prompt-slot.tsx';
import { PACKAGES_LABEL, PackagesSlot } from './packages-slot.tsx';
import { SLOT_CLOSE_LABEL } from './slot-dialog.tsx';
import { VIDEO_PLAYER_LABEL, VideoPlayerSlot } from './video-player-slot.tsx';

// The idle prefetch fetches files without running them; here it fetches nothing.
vi.mock('../../lib/federation/federation.ts', () => ({
  loadRemoteModule: vi.fn(),
  prefetchRemoteFiles: vi.fn(async () => undefined),
}));
// The shell provides this loader at start; remote mounts load through it.
provideRemoteLoader(loadRemoteModule);
const load = vi.mocked(loadRemoteModule);

interface SlotCase {
  name: string;
  Slot: ComponentType;
  slot: (typeof SLOT_EXPOSES)[keyof typeof SLOT_EXPOSES];
  label: string;
  open: () => void;
  isOpen: () => boolean;
}

const cases: SlotCase[] = [
  {
    name: 'video player modal (slot 9)',
    Slot: VideoPlayerSlot,
    slot: SLOT_EXPOSES.videoPlayerModal,
    label: VIDEO_PLAYER_LABEL,
    open: () => openMediaPlayer({ mediaType: 'OnDemand', videoID: '0_abc', videoName: 'Highlights' }),
    isOpen: () => $mediaPlayer.get().modalOpen,
  },
  {
    name: 'audio player modal (slot 10)',
    Slot: AudioPlayerSlot,
    slot: SLOT_EXPOSES.audioPlayerModal,
    label: AUDIO_PLAYER_LABEL,
    open: () => openAudioPlayer({ entryID: '1_live', title: 'Matchday commentary' }),
    isOpen: () => $audioPlayer.get().modalOpen,
  },
  {
    name: 'subscribe-packages modal (slot 12)',
    Slot: PackagesSlot,
    slot: SLOT_EXPOSES.packagesModal,
    label: PACKAGES_LABEL,
    open: openPackages,
    isOpen: () => $showPackages.get(),
  },
  {
    name: 'login prompt',
    Slot: LoginPromptSlot,
    slot: SLOT_EXPOSES.loginPrompt,
    label: LOGIN_PROMPT_LABEL,
    open: () => openLoginPrompt('To View This Video Please Log In or Register An Account'),
    isOpen: () => $loginPrompt.get().message !== null,
  },
];

beforeEach(() => {
  resetStoresForTests();
  forgetLoadedModules();
  load.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the expose keys', () => {
  it('are named once for the shell and the remotes', () => {
    expect(SLOT_EXPOSES).toEqual({
      accountPanel: { remote: 'mfe-account', expose: 'AccountPanel' },
      videoPlayerModal: { remote: 'mfe-streaming', expose: 'VideoPlayerModal' },
      audioPlayerModal: { remote: 'mfe-streaming', expose: 'AudioPlayerModal' },
      packagesModal: { remote: 'mfe-account', expose: 'PackagesModal' },
      loginPrompt: { remote: 'mfe-account', expose: 'LoginPrompt' },
    });
  });
});

describe.each(cases)('the $name', ({ Slot, slot, label, open, isOpen }) => {
  it('loads nothing while its store says closed', () => {
    render(<Slot />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("mounts the remote's component while open, and unmounts it when closed", async () => {
    load.mockResolvedValue({ release: 'v2', default: () => <p>Remote overlay</p> });
    render(<Slot />);
    act(open);
    expect(await screen.findByText('Remote overlay')).toBeTruthy();
    expect(load).toHaveBeenCalledWith(slot.remote, slot.expose, false);
    // The remote draws its own overlay: the shell's frame is gone.
    expect(screen.queryByRole('dialog', { name: label })).toBeNull();
  });

  it('shows a dialog with the fallback when the remote cannot give it, which still closes with Close', async () => {
    load.mockRejectedValue(new Error(`./${slot.expose} is not exposed`));
    render(<Slot />);
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    act(open);
    const dialog = await screen.findByRole('dialog', { name: label });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TITLE)).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: SLOT_CLOSE_LABEL }));
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it("keeps the closable frame when the remote's component throws", async () => {
    load.mockResolvedValue({
      release: 'v2',
      default: () => {
        throw new Error('player bug');
      },
    });
    render(<Slot />);
    act(open);
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TITLE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: SLOT_CLOSE_LABEL }));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape while the remote loads', async () => {
    load.mockImplementation(() => new Promise(() => {}));
    render(<Slot />);
    act(open);
    expect(await screen.findByRole('dialog', { name: label })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
  });
});
