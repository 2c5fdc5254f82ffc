// A link's social preview card drawn roughly as chat apps draw it: the image on top, the site
// name (else the short link's host), the headline and a few lines of description. Every value
// is the author's free text, so it is only ever rendered as React text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PreviewCardProps {
  title: string;
  description: string;
  /** Only a URL worth loading; empty for none. */
  image: string;
  siteName: string;
  /** Shown when there is no site name. */
  host: string;
}

export function PreviewCard({ title, description, image, siteName, host }: PreviewCardProps) {
  const { t } = useTranslation();
  return (
    <figure className="preview-card" aria-label={t('links.preview.cardLabel')}>
      {/* A new URL gets a new element, so one that failed before does not hide the next. */}
      {image && <CardImage key={image} src={image} />}
      <div className="preview-card__text">
        <p className="preview-card__site">{siteName || host}</p>
        {title && <p className="preview-card__title">{title}</p>}
        {description && <p className="preview-card__description">{description}</p>}
      </div>
    </figure>
  );
}

/**
 * The card's image: decorative (the text says it all), sent without a referrer so the image's
 * host does not learn the dashboard's address, and gone when it does not load.
 */
function CardImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className="preview-card__image"
      src={src}
      alt=""
      referrerPolicy="no-referrer"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
