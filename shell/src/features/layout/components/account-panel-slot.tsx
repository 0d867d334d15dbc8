import { RemoteSlot } from '../../../app/remote-mounts.tsx';

/** The slide-in account panel slot: mfe-account renders the panel itself (login form or summary). */
export function AccountPanelSlot() {
  return <RemoteSlot remote="mfe-account" expose="AccountPanel" />;
}
