import { NOT_FOUND_MESSAGE, TITLE_SUFFIX } from '@club/shared/site';
import { $pageKind, resetStoresForTests } from '@club/shared/stores';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page.tsx';

beforeEach(resetStoresForTests);

describe('NotFoundPage', () => {
  it("shows the spec's message and names the page with it", () => {
    render(<NotFoundPage />);
    expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(document.title).toBe(`${NOT_FOUND_MESSAGE}${TITLE_SUFFIX}`);
  });

  it('is an error page, so the header turns solid', () => {
    render(<NotFoundPage />);
    expect($pageKind.get()).toBe('error');
  });
});
