// Which widths the image endpoint (`/images/{source}?w=&q=`) is asked for. A
// srcset offers them all; each kind of image names the one its `src` asks for,
// so the server-rendered page, the browser and the feeds ask for the same copy.

/** Every width a srcset offers: phone, large phone, tablet, desktop. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** A result card's photo, and the copy favourites keep to draw a saved car. */
export const CARD_IMAGE_WIDTH = 640 satisfies ImageWidth;

/** The largest copy: the car page's gallery, its structured data and the vehicle feeds. */
export const FULL_IMAGE_WIDTH = 1280 satisfies ImageWidth;
