import { beforeEach, describe, expect, it } from 'vitest';
import { $pageTitle, setPageTitle } from './page-title.ts';
import { resetStoresForTests } from './testing.ts';

beforeEach(resetStoresForTests);

describe('page title', () => {
  it('is null until something asks for a title, and null again once it releases it', () => {
    expect($pageTitle.get()).toBeNull();
    const release = setPageTitle('News');
    expect($pageTitle.get()).toBe('News');
    release();
    expect($pageTitle.get()).toBeNull();
  });

  it('follows the latest holder and hands back to the earlier one when the latest releases', () => {
    const page = setPageTitle('Teams');
    const overlay = setPageTitle('Lionesses');
    expect($pageTitle.get()).toBe('Lionesses');
    overlay();
    overlay();
    expect($pageTitle.get()).toBe('Teams');
    page();
    expect($pageTitle.get()).toBeNull();
  });

  it('keeps the later title when an earlier holder releases first (the old page unmounting after the new one)', () => {
    const oldPage = setPageTitle('News');
    setPageTitle('Teams');
    oldPage();
    expect($pageTitle.get()).toBe('Teams');
  });
});
