import {
  addressLine,
  displayedLocations,
  type GeocodeResult,
  type LocationDetail,
  type SiteConfig,
} from '@forecourt/core';
import {
  embeddedGeocoder,
  type Geocoder,
  geocodePostcode,
  googleGeocoder,
  googleMapsEmbedUrl,
  type PostcodeTable,
  postcodeTableFromEnv,
  staticMapSvg,
} from '@forecourt/server';

// The maps service for the renderer (docs/rules.md#postcode):
// each site's geocoder (Google's with the site's server key, else the embedded
// postcode table), its interactive map's frame address (Google's Maps Embed API
// with the site's browser key, else none), and the static maps drawn offline,
// kept once drawn. Keys are read once, at start; a key variable that is not set
// stops the start with a line naming the site and the variable.

export type PlacesEnv = Readonly<Record<string, string | undefined>>;

export type Places = {
  /** The postcode's point, the message, or 'Invalid postcode'; rejects when the service fails (docs/rules.md#postcode). */
  geocodePostcode(
    site: SiteConfig,
    postcode: string,
  ): Promise<GeocodeResult | { ok: false; error: string }>;
  /** The interactive map's frame address for one of the site's locations; null without an embed key. */
  mapEmbedUrl(site: SiteConfig, location: LocationDetail): string | null;
  /** Whether the site's pages may frame the interactive map (its Content-Security-Policy). */
  hasInteractiveMap(site: SiteConfig): boolean;
  /** The static map of one of the site's shown locations by slug, or null. */
  locationMap(site: SiteConfig, slug: string): Promise<string | null>;
};

function keyOf(
  site: SiteConfig,
  field: 'geocoding_key' | 'embed_key',
  env: PlacesEnv,
): string | null {
  const maps = site.server.maps;
  if (!maps) return null;
  const variable = maps[`${field}_env`];
  if (variable !== null) {
    const value = env[variable]?.trim();
    if (!value) {
      throw new Error(
        `site "${site.slug}": server.maps.${field}_env names ${variable}, which is not set: set it to the site's Google Maps key, or leave the key out to use the embedded default`,
      );
    }
    return value;
  }
  return maps[field];
}

export function createPlaces(options: {
  sites: readonly SiteConfig[];
  /** Each site's locations (hidden ones too): the services' `locations`. */
  locationsOf: (site: SiteConfig) => Promise<readonly LocationDetail[]>;
  env?: PlacesEnv;
  /** The embedded geocoder's table; POSTCODES_FILE or the shipped table by default. */
  postcodes?: PostcodeTable;
}): Places {
  const env = options.env ?? process.env;
  const keys = new Map<string, { geocoding: string | null; embed: string | null }>();
  const keysOf = (site: SiteConfig) => {
    let found = keys.get(site.slug);
    if (!found) {
      found = {
        geocoding: keyOf(site, 'geocoding_key', env),
        embed: keyOf(site, 'embed_key', env),
      };
      keys.set(site.slug, found);
    }
    return found;
  };
  // Every site's keys now, so a missing variable stops the start.
  for (const site of options.sites) keysOf(site);
  let embedded: Geocoder | null = null;
  const geocoders = new Map<string, Geocoder>();
  const geocoderOf = (site: SiteConfig): Geocoder => {
    let geocoder = geocoders.get(site.slug);
    if (!geocoder) {
      const key = keysOf(site).geocoding;
      if (key) geocoder = googleGeocoder({ apiKey: key });
      else {
        embedded ??= embeddedGeocoder(options.postcodes ?? postcodeTableFromEnv(env));
        geocoder = embedded;
      }
      geocoders.set(site.slug, geocoder);
    }
    return geocoder;
  };
  // Each map is drawn once (a few milliseconds, the coastline read on the first).
  const maps = new Map<string, Promise<string | null>>();
  return {
    geocodePostcode: (site, postcode) => geocodePostcode(geocoderOf(site), postcode),
    mapEmbedUrl(site, location) {
      const key = keysOf(site).embed;
      return key ? googleMapsEmbedUrl(key, location) : null;
    },
    hasInteractiveMap: (site) => Boolean(keysOf(site).embed),
    locationMap(site, slug) {
      const cacheKey = `${site.slug} ${slug}`;
      let map = maps.get(cacheKey);
      if (!map) {
        map = options.locationsOf(site).then((all) => {
          const shown = displayedLocations(all);
          const location = shown.find((l) => l.slug === slug);
          const { lat, long } = location?.address ?? { lat: null, long: null };
          if (!location || lat === null || long === null) return null;
          const others = shown.flatMap((l) =>
            l.id !== location.id && l.address.lat !== null && l.address.long !== null
              ? [{ lat: l.address.lat, long: l.address.long }]
              : [],
          );
          const where = addressLine(location.address);
          return staticMapSvg({
            center: { lat, long },
            others,
            title: `Map of ${location.name}${where ? `, ${where}` : ''}`,
          });
        });
        map.catch(() => maps.delete(cacheKey));
        maps.set(cacheKey, map);
      }
      return map;
    },
  };
}
