import { beforeEach, describe, expect, it } from 'vitest';
import { $pageLoading, startPageLoading } from './page-loading.ts';
import { resetStoresForTests } from './testing.ts';

beforeEach(resetStoresForTests);

describe('page loading', () => {
  it('is loading while a holder holds it, and not after it releases', () => {
    expect($pageLoading.get()).toBe(false);
    const done = startPageLoading();
    expect($pageLoading.get()).toBe(true);
    done();
    expect($pageLoading.get()).toBe(false);
  });

  it('stays loading until every holder has released, and a second release changes nothing', () => {
    const remote = startPageLoading();
    const data = startPageLoading();
    remote();
    remote();
    expect($pageLoading.get()).toBe(true);
    data();
    expect($pageLoading.get()).toBe(false);
  });

  it('is put back by resetStoresForTests', () => {
    startPageLoading();
    resetStoresForTests();
    expect($pageLoading.get()).toBe(false);
  });
});
