import { useFavouriteList } from './favourites';
import './favouritesLink.css';

// The header's way to the favourites page (SPEC §2: a favourites list). The count
// shows only once the stored list is read, so the server's HTML and the first
// render in the browser agree.

export function FavouritesLink({ href = '/favourites' }: { href?: string }) {
  const { list, ready } = useFavouriteList();
  const count = ready ? list.length : 0;
  return (
    <a className="fc-favourites-link" href={href} data-slot="favourites-link">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={count > 0 ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="fc-favourites-link__label">Favourites</span>
      {count > 0 ? (
        <span className="fc-favourites-link__count">
          {count}
          <span className="fc-visually-hidden"> saved</span>
        </span>
      ) : null}
    </a>
  );
}
