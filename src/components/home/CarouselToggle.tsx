import * as React from "react";
import { Pause, Play } from "lucide-react";

interface CarouselToggleProps {
  playing: boolean;
  /** Id of the slides it starts and stops. */
  controls: string;
  onToggle: () => void;
}

/**
 * The carousel's pause and play button (styled by carousel-styles.ts). Memoised like the slides
 * and the dots: only a pause or a play renders it again.
 */
export const CarouselToggle = React.memo(function CarouselToggle({ playing, controls, onToggle }: CarouselToggleProps) {
  const Glyph = playing ? Pause : Play;
  return (
    <button
      type="button"
      aria-label={playing ? "Pausar carrossel" : "Retomar carrossel"}
      aria-controls={controls}
      onClick={onToggle}
      data-part="toggle"
      data-testid="carousel-toggle"
    >
      <Glyph size={16} aria-hidden="true" />
    </button>
  );
});
