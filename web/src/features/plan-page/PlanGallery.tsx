import { ChevronLeft, ChevronRight, Image as ImageIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { AiRenderLabel, type GeneratedPhotoInfo } from '../../components/AiRenderLabel';
import { classNames } from '../../lib/classNames';
import { generatedPhotoAt, photoSrc, publishedPhotos, thumbnailSrc } from '../../lib/planPhotos';
import styles from './PlanGallery.module.css';
import type { ViewedPlan } from './planViewQuery';
import { useSwipe } from './useSwipe';

interface Slide {
  src: string;
  thumb: string;
  /** What marks a photo the Creative Studio made ('AI render'). */
  generated: GeneratedPhotoInfo | undefined;
}

/** The published photos (primary first), or the plan's main image when it has none. */
function slidesOf(plan: ViewedPlan): Slide[] {
  const slides = publishedPhotos(plan.photos).map((photo) => ({
    src: photoSrc(photo) ?? '',
    thumb: thumbnailSrc(photo) ?? '',
    generated: photo,
  }));
  if (slides.length === 0 && plan.image) {
    const generated = generatedPhotoAt(plan.image, plan.photos);
    return [{ src: plan.image, thumb: plan.image, generated }];
  }
  return slides;
}

/**
 * The photo gallery: floor plans and exterior options. The slides sit on a scroll-snapping track;
 * a finger swiping sideways anywhere on the viewer moves it one photo on or back, as the buttons
 * and thumbnails do. (Left to the track's own panning, a swipe that started on an arrow button at
 * the photo's edge moved nothing.)
 * Only the first photo loads up front (it is the page's largest paint); the rest load as they
 * come near. A photo the Creative Studio made carries an 'AI render' label while it is shown.
 */
export function PlanGallery({ plan }: { plan: ViewedPlan }) {
  const slides = slidesOf(plan);
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const show = (index: number) => {
    const track = trackRef.current;
    const target = Math.min(Math.max(index, 0), slides.length - 1);
    // Scrolling the track itself, not the slide into view, leaves the page where it is.
    track?.scrollTo({ left: target * track.clientWidth, behavior: 'smooth' });
    setCurrent(target);
  };

  const swipe = useSwipe((direction) => show(current + direction));

  if (slides.length === 0) {
    return (
      <section className={styles.gallery} aria-label="Photo gallery">
        <div className={styles.empty}>
          <ImageIcon aria-hidden size={40} />
          <span>No photos yet</span>
        </div>
      </section>
    );
  }

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== current) setCurrent(index);
  };

  return (
    <section className={styles.gallery} aria-label="Photo gallery">
      <div className={styles.viewer} {...swipe}>
        <AiRenderLabel photo={slides[current]?.generated} withSource className={styles.aiLabel} />
        {/* Focusable, so the keyboard scrolls the photos with the arrow keys as a finger does. */}
        <div
          ref={trackRef}
          className={styles.track}
          onScroll={onScroll}
          tabIndex={0}
          role="region"
          aria-label="Photos"
        >
          {slides.map((slide, index) => (
            <img
              key={`${slide.src}-${index}`}
              className={styles.slide}
              src={slide.src}
              alt={`${plan.title}, photo ${index + 1} of ${slides.length}`}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          ))}
        </div>
        {slides.length > 1 ? (
          <>
            <button
              type="button"
              className={classNames(styles.step, styles.previous)}
              aria-label="Previous photo"
              disabled={current === 0}
              onClick={() => show(current - 1)}
            >
              <ChevronLeft aria-hidden size={22} />
            </button>
            <button
              type="button"
              className={classNames(styles.step, styles.next)}
              aria-label="Next photo"
              disabled={current === slides.length - 1}
              onClick={() => show(current + 1)}
            >
              <ChevronRight aria-hidden size={22} />
            </button>
            <span className={styles.counter} aria-live="polite">
              {current + 1} / {slides.length}
            </span>
          </>
        ) : null}
      </div>
      {slides.length > 1 ? (
        <ul className={styles.thumbs}>
          {slides.map((slide, index) => (
            <li key={`${slide.thumb}-${index}`}>
              <button
                type="button"
                className={classNames(styles.thumb, index === current && styles.currentThumb)}
                aria-label={`Show photo ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <img src={slide.thumb} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
