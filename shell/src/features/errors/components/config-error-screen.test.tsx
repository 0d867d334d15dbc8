import { RuntimeConfigError } from '@club/shared/config';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG_ERROR_TITLE, ConfigErrorScreen } from './config-error-screen.tsx';

describe('ConfigErrorScreen', () => {
  it('is the main landmark, with the title and every problem in an alert inside it', () => {
    render(
      <ConfigErrorScreen
        error={new RuntimeConfigError('The runtime config is not valid:', ['services.webApi', 'remotes'])}
      />,
    );
    const main = screen.getByRole('main');
    const alert = within(main).getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: CONFIG_ERROR_TITLE })).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['services.webApi', 'remotes']);
  });
});
