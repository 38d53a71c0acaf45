import * as React from "react";

interface CarouselDotsProps {
  count: number;
  active: number;
  /** Id of the slides the dots move. */
  controls: string;
  onChoose: (index: number) => void;
}

/**
 * The carousel's slide picker: one dot per slide (styled by carousel-styles.ts). Memoised, so a
 * pause or a focus in the carousel does not render it again.
 */
export const CarouselDots = React.memo(function CarouselDots({ count, active, controls, onChoose }: CarouselDotsProps) {
  return (
    <div role="group" aria-label="Escolher slide" data-part="dots">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Ir para o slide ${index + 1}`}
          aria-current={index === active ? "true" : undefined}
          aria-controls={controls}
          onClick={() => onChoose(index)}
          data-testid="carousel-dot"
        />
      ))}
    </div>
  );
});
