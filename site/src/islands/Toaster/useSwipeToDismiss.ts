import { useRef, useState, type PointerEvent } from 'react';

// A toast is swiped away to the right once the finger travels 50 px.
const TOAST_SWIPE_THRESHOLD_PX = 50;

export function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    setOffsetX(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const travelled = event.clientX - startX.current;
    startX.current = null;
    setOffsetX(0);
    if (travelled >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
  };

  return {
    offsetX,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: () => setOffsetX(0) },
  };
}
