import { Box, Download, ExternalLink, Eye, Pencil, Wand2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AiRenderLabel } from '../../../components/AiRenderLabel';
import buttons from '../../../components/buttons.module.css';
import detailList from '../../../components/detailList.module.css';
import { downloadImage, saveFile } from '../../../components/upload';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { classNames } from '../../../lib/classNames';
import { photoSrc, shownSrc } from '../../../lib/planPhotos';
import { formatCurrency } from '../../../lib/price';
import { useAppStore } from '../../../stores/appStore';
import { configuratorLink } from '../../../lib/configuratorLink';
import { floorPlanSrc } from '../../../lib/floorPlanImage';
import { PLAN_RECORD, recordPath } from '../records';
import { RecordGate } from '../RecordScreen';
import { useAdminPlan, type AdminPlan } from './api/plansApi';
import { useAreaNames } from './api/placesApi';
import styles from './PlanDetail.module.css';

/** /admin/plan/{id}: everything stored about one plan, with the ways to act on it. */
export function PlanDetailScreen() {
  return (
    <RecordGate kind={PLAN_RECORD} useRecord={useAdminPlan}>
      {(found) => <PlanDetails plan={found} />}
    </RecordGate>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function PlanDetails({ plan }: { plan: AdminPlan }) {
  const title = plan.title || 'Untitled Plan';
  useDocumentMeta(title);
  const appUrl = useAppStore((s) => s.config.configuratorAppUrl);
  const id = encodeURIComponent(plan.id);
  const drawing = floorPlanSrc(plan.planSVG);
  const { meta, contractor } = plan;

  return (
    <section className={styles.page} aria-labelledby="plan-detail-title">
      <Link className={styles.back} to={PLAN_RECORD.listPath}>
        ← Plans
      </Link>
      <div className={styles.layout}>
        <Card title="Basic info" titleId="plan-detail-title" heading={title}>
          {plan.image ? (
            <img className={styles.mainImage} src={plan.image} alt={`${title}, main image`} />
          ) : null}
          <p className={styles.description}>{plan.description || 'No description'}</p>
          <div className={styles.actions}>
            <Link className={buttons.secondary} to={`/plan/${id}`}>
              <Eye aria-hidden size={16} />
              View
            </Link>
            <Link className={buttons.primary} to={recordPath('plan', plan.id, 'edit')}>
              <Pencil aria-hidden size={16} />
              Edit
            </Link>
            <Link className={buttons.secondary} to={`/admin/plan/creative-studio/${id}`}>
              <Wand2 aria-hidden size={16} />
              Creative Studio
            </Link>
            <OutsideLink href={plan.url} icon={ExternalLink}>
              {plan.url.includes('configurator') ? 'Configurator' : 'Open URL'}
            </OutsideLink>
            <OutsideLink href={configuratorLink(appUrl, plan.decorId)} icon={Box}>
              Decor
            </OutsideLink>
            <OutsideLink href={configuratorLink(appUrl, plan.planId)} icon={Box}>
              Plan
            </OutsideLink>
          </div>
        </Card>

        <Card title="Properties">
          <dl className={detailList.details}>
            <Fact label="Is Hidden">{yesNo(plan.isHidden)}</Fact>
            <Fact label="Has AR Model">{yesNo(plan.hasARModel)}</Fact>
            <Fact label="AR Model Link">{plan.arModelLink || '—'}</Fact>
            <Fact label="Is Modular">{yesNo(plan.isModular)}</Fact>
            <Fact label="Is Manufactured">{yesNo(plan.isManufactured)}</Fact>
            <Fact label="Pre Approved">{yesNo(plan.preApproved)}</Fact>
            <Fact label="Fix Price">{formatCurrency(plan.fixPrice)}</Fact>
            <Fact label="Plan Cost">{formatCurrency(plan.planCost)}</Fact>
          </dl>
        </Card>

        <Card title="Meta info">
          <dl className={detailList.details}>
            <Fact label="Type">{meta.type === 'SHED' ? 'Shed' : 'House'}</Fact>
            <Fact label="Total area">{meta.totalArea} sq ft</Fact>
            <Fact label="Outer area">
              {meta.outerArea === null ? '—' : `${meta.outerArea} sq ft`}
            </Fact>
            <Fact label="Width × length">
              {meta.width} × {meta.length} ft
            </Fact>
            <Fact label="Bedrooms">{meta.bedroomCount}</Fact>
            <Fact label="Bathrooms">{meta.bathroomCount}</Fact>
            <Fact label="Kitchens">{meta.kitchenCount}</Fact>
          </dl>
        </Card>

        <Card title="Contractor">
          {contractor ? (
            <dl className={detailList.details}>
              <Fact label="Name">
                <Link to={recordPath('contractor', contractor.id)}>{contractor.name}</Link>
                {contractor.removedAt ? ' (removed)' : ''}
              </Fact>
              <Fact label="CEO">{contractor.ceo || '—'}</Fact>
              <Fact label="Phone">{contractor.phone || '—'}</Fact>
              <Fact label="Email">{contractor.email}</Fact>
              <Fact label="Website">{contractor.webSite || '—'}</Fact>
            </dl>
          ) : (
            <p className={styles.muted}>No contractor</p>
          )}
        </Card>

        <Card title="Available areas">
          <AreaNames areas={plan.available} />
        </Card>
        {plan.preApproved ? (
          <Card title="Pre-approved areas">
            <AreaNames areas={plan.preApprovedArea} />
          </Card>
        ) : null}

        <Card title="Plan SVG">
          {drawing ? (
            <img className={styles.drawing} src={drawing} alt={`${title}, floor plan`} />
          ) : (
            <p className={styles.muted}>No floor plan</p>
          )}
        </Card>

        <Card title={`Photos (${plan.photos.length})`} wide>
          <PhotoGrid plan={plan} title={title} />
        </Card>
      </div>
    </section>
  );
}

function Card({
  title,
  titleId,
  heading,
  wide = false,
  children,
}: {
  title: string;
  titleId?: string;
  /** The page's heading, shown above the card's title (the basic-info card). */
  heading?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={classNames(styles.card, wide && styles.wide)}>
      {heading ? (
        <h1 id={titleId} className={styles.heading}>
          {heading}
        </h1>
      ) : null}
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A button to another site (in a new tab), where there is a link to it. */
function OutsideLink({
  href,
  icon: Icon,
  children,
}: {
  href: string | undefined;
  icon: LucideIcon;
  children: string;
}) {
  if (!href) return null;
  return (
    <a className={buttons.secondary} href={href} target="_blank" rel="noreferrer">
      <Icon aria-hidden size={16} />
      {children}
    </a>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A plan's states, counties and cities by name, each with SPEC's 'No … selected' fallback. */
function AreaNames({ areas }: { areas: AdminPlan['available'] }) {
  const ids = [...areas.states, ...areas.counties, ...areas.cities];
  const names = useAreaNames(ids);
  const nameOf = new Map(
    (names.data?.directoriesValuesByIds ?? []).map((value) => [value.id, value.name]),
  );
  const level = (label: string, list: readonly string[]) => (
    <Fact label={label}>
      {list.length === 0
        ? `No ${label.toLowerCase()} selected`
        : list.map((id) => nameOf.get(id) ?? (names.isPending ? '…' : id)).join(', ')}
    </Fact>
  );
  return (
    <dl className={detailList.details}>
      {level('States', areas.states)}
      {level('Counties', areas.counties)}
      {level('Cities', areas.cities)}
    </dl>
  );
}

/**
 * Every photo with its state (cover, unpublished, 'AI render' with its source photo), View (full
 * size in a new tab) and Download.
 */
function PhotoGrid({ plan, title }: { plan: AdminPlan; title: string }) {
  const showToast = useAppStore((s) => s.showToast);
  const [downloading, setDownloading] = useState<string | undefined>();
  if (plan.photos.length === 0) return <p className={styles.muted}>No photos</p>;

  const download = async (url: string, index: number) => {
    setDownloading(url);
    try {
      saveFile(await downloadImage(url, `${title} photo ${index + 1}`));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Unknown error';
      showToast('error', `Error downloading photo: ${message}`);
    } finally {
      setDownloading(undefined);
    }
  };

  return (
    <ul className={styles.photos} aria-label="Photos">
      {plan.photos.map((photo, index) => {
        const full = photoSrc(photo);
        return (
          <li key={`${photo.original}-${index}`} className={styles.photo}>
            <img src={shownSrc(photo)} alt={`${title}, photo ${index + 1}`} loading="lazy" />
            {photo.name ? <span className={styles.photoName}>{photo.name}</span> : null}
            <div className={styles.photoBadges}>
              {photo.isPrimary ? <span className={styles.cover}>Cover</span> : null}
              {photo.isPublish ? null : <span className={styles.unpublished}>Unpublished</span>}
              <AiRenderLabel photo={photo} withSource />
            </div>
            {full ? (
              <div className={styles.photoActions}>
                <a
                  className={classNames(buttons.secondary, buttons.small)}
                  href={full}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`View photo ${index + 1}`}
                >
                  <Eye aria-hidden size={14} />
                  View
                </a>
                <button
                  type="button"
                  className={classNames(buttons.secondary, buttons.small)}
                  aria-label={`Download photo ${index + 1}`}
                  disabled={downloading === full}
                  aria-busy={downloading === full}
                  onClick={() => void download(full, index)}
                >
                  <Download aria-hidden size={14} />
                  Download
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
