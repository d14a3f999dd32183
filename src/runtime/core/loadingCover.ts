// The white full-screen cover shown at load (SPEC section 2). index.html draws it before any script
// runs; this removes it once the cover time has passed since navigation start.
import { LOADING_COVER_MS } from '../../../contract/constants';

export function removeLoadingCover(): void {
  const cover = document.getElementById('loading-cover');
  if (!cover) return;
  window.setTimeout(() => {
    cover.classList.add('loading-cover--gone');
    window.setTimeout(() => cover.remove(), 300);
  }, Math.max(0, LOADING_COVER_MS - performance.now()));
}
