import { ChevronLeft, ChevronRight, Image as ImageIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AiRenderLabel, type GeneratedPhotoInfo } from '../../../components/AiRenderLabel';
import { afterPaint } from '../../../lib/afterPaint';
import { classNames } from '../../../lib/classNames';
import { generatedPhotoAt, publishedPhotos, shownSrc } from '../../../lib/planPhotos';
import styles from './PlanGallery.module.css';
import type { ViewedPlan } from '../api/planPageDocuments';
import { useSwipe } from './useSwipe';

/**
 * How wide the gallery's slot is, for the browser to pick a photo's rendition: the page's column
 * less its padding and borders (a 3-to-2 split of at most 1200 px from 992 px on). The server
 * preloads the first photo with the same words (`GALLERY_SIZES` in api/src/http/spa.rs), so the
 * preload is the very file the gallery shows.
 */
export const GALLERY_SIZES = '(min-width: 992px) 690px, calc(100vw - 34px)';
/** A thumbnail's width (`.thumb`): the narrowest rendition serves it. */
const THUMB_SIZES = '72px';

interface Slide {
  /** The variant galleries show (compressed, watermarked when marked), else the original. */
  src: string;
  /** Its narrower renditions, for the slot to take the one it needs; empty when none. */
  srcSet: string;
  /** What marks a photo the Creative Studio made ('AI render'). */
  generated: GeneratedPhotoInfo | undefined;
}

/** The published photos (primary first), or the plan's main image when it has none. */
function slidesOf(plan: ViewedPlan): Slide[] {
  const slides = publishedPhotos(plan.photos).map((photo) => ({
    src: shownSrc(photo) ?? '',
    srcSet: photo.compressed?.srcset ?? '',
    generated: photo,
  }));
  if (slides.length === 0 && plan.image) {
    const generated = generatedPhotoAt(plan.image, plan.photos);
    return [{ src: plan.image, srcSet: '', generated }];
  }
  return slides;
}

/**
 * The photo gallery: floor plans and exterior options. The slides sit on a scroll-snapping track;
 * a finger swiping sideways anywhere on the viewer moves it one photo on or back, as the buttons
 * and thumbnails do. (Left to the track's own panning, a swipe that started on an arrow button at
 * the photo's edge moved nothing.)
 * Each photo is sent at the width its slot needs (a rendition from its `srcset`), the first one
 * up front and alone (it is the page's largest paint, preloaded by the server); the thumbnails
 * follow once it is in, and a slide is given its photo only once it is the one shown or next to
 * it, and keeps it. A photo the Creative Studio made
 * carries an 'AI render' label while it is shown.
 */
export function PlanGallery({ plan }: { plan: ViewedPlan }) {
  const slides = slidesOf(plan);
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The slides a photo has been given: the shown one and its neighbours, and any shown before.
  const [reached, setReached] = useState(1);
  // Nothing else is fetched until the first photo is in and painted: on a slow connection it has
  // the bandwidth to itself (it is the page's largest paint), and then the page's own code and
  // data come before the photos further on.
  const [firstLoaded, setFirstLoaded] = useState(false);
  const [firstIn, setFirstIn] = useState(false);
  useEffect(() => {
    if (firstLoaded) return afterPaint(() => setFirstIn(true)).cancel;
  }, [firstLoaded]);
  const loadedUpTo = firstIn ? Math.max(reached, current + 1) : 0;
  if (loadedUpTo > reached) setReached(loadedUpTo);

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
          {slides.map((slide, index) =>
            index <= loadedUpTo ? (
              <img
                key={`${slide.src}-${index}`}
                className={styles.slide}
                src={slide.src}
                srcSet={slide.srcSet || undefined}
                sizes={slide.srcSet ? GALLERY_SIZES : undefined}
                alt={`${plan.title}, photo ${index + 1} of ${slides.length}`}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                {...(index === 0
                  ? { onLoad: () => setFirstLoaded(true), onError: () => setFirstLoaded(true) }
                  : {})}
              />
            ) : (
              // Its place on the track, so swiping and the counter work before it loads.
              <div key={`${slide.src}-${index}`} className={styles.slide} aria-hidden />
            ),
          )}
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
            <li key={`${slide.src}-${index}`}>
              <button
                type="button"
                className={classNames(styles.thumb, index === current && styles.currentThumb)}
                aria-label={`Show photo ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                {firstIn ? (
                  <img
                    src={slide.src}
                    srcSet={slide.srcSet || undefined}
                    sizes={slide.srcSet ? THUMB_SIZES : undefined}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
