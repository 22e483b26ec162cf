import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * The widths the workspace screens are checked at: a phone, a tablet, a laptop and a wide screen.
 * Named by their size, which the visual check reads to shoot the story at it.
 */
const sized = (width: number, height: number, name: string, type: 'mobile' | 'tablet' | 'desktop') => ({
  [`${width}x${height}`]: { name, styles: { width: `${width}px`, height: `${height}px` }, type },
});

export const VIEWPORTS = {
  ...MINIMAL_VIEWPORTS,
  ...sized(800, 600, 'Pictures 800', 'desktop'),
  ...sized(390, 844, 'Phone 390', 'mobile'),
  ...sized(768, 1024, 'Tablet 768', 'tablet'),
  ...sized(1280, 800, 'Laptop 1280', 'desktop'),
  ...sized(1920, 1080, 'Wide 1920', 'desktop'),
};
