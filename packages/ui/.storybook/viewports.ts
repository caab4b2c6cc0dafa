// The two widths whole pages are designed and checked at (as the renderer's page
// baselines): a 390 px phone and a 1280 px desktop. The toolbar's viewport menu offers
// them, page stories choose one, and the visual run (visual/stories.spec.ts) screenshots
// each page story at the widths its tags name ('screenshot-phone', 'screenshot-desktop').
export const pageViewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type PageViewport = keyof typeof pageViewports;
