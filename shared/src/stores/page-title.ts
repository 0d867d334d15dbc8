import { atom, computed } from 'nanostores';

/**
 * The title the page asked for (spec 000 §1: titles end with ' | Official {club} website'; the
 * suffix is added where the document title is written). A page holds its title while it is shown
 * and releases it when it goes; the latest holder wins, so a part shown over the page can name it
 * and hand the title back when it closes.
 */
interface TitleHolder {
  holder: symbol;
  title: string;
}

const $titleHolders = atom<readonly TitleHolder[]>([]);

/** The title asked for, without the suffix; null when nothing shown asked for one. */
export const $pageTitle = computed($titleHolders, (holders) => holders.at(-1)?.title ?? null);

/** Asks for a page title until the returned function is called (calling it again does nothing). */
export function setPageTitle(title: string): () => void {
  const holder = Symbol('page-title');
  $titleHolders.set([...$titleHolders.get(), { holder, title }]);
  return () => {
    const holders = $titleHolders.get();
    if (!holders.some((entry) => entry.holder === holder)) return;
    $titleHolders.set(holders.filter((entry) => entry.holder !== holder));
  };
}

/** Drops every holder (tests). */
export function resetPageTitle(): void {
  $titleHolders.set([]);
}
