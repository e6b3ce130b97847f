import { type RefObject, useLayoutEffect, useState } from 'react';

/** Below this the designer's three columns are unusable; the page scrolls instead. */
const MIN_HEIGHT = 480;

/**
 * The height that takes an element from where it starts down to the bottom of the window, less
 * `bottomGap` (the content area's padding): the designer fills the console's content area however
 * tall the header and the tab bar are. Measured again on resize and when the page is shown again
 * (a hidden kept-alive tab has no position).
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, shown: boolean, bottomGap: number) {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!shown) return;
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - bottomGap)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, shown, bottomGap]);
  return height;
}
