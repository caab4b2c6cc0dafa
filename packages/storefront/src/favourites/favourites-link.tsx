import { HeartIcon } from '@forecourt/ui';
import { useFavouriteList } from './favourites';
import './favourites-link.css';

// The header's way to the favourites page (docs/rules.md#favourites: a favourites list). The count
// shows only once the stored list is read, so the server's HTML and the first
// render in the browser agree.

export function FavouritesLink({ href = '/favourites' }: { href?: string }) {
  const { list, ready } = useFavouriteList();
  const count = ready ? list.length : 0;
  return (
    <a className="fc-favourites-link" href={href} data-slot="favourites-link">
      <HeartIcon filled={count > 0} />
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
