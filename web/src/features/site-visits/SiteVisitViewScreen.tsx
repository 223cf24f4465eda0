import { LoadedVisit } from './visit/LoadedVisit';
import { VisitDetails } from './view/VisitDetails';

/** /site-visit/{id}: a visit read-only — every answer, its photos, and the downloads. */
export function SiteVisitViewScreen() {
  return <LoadedVisit>{(visit) => <VisitDetails visit={visit} />}</LoadedVisit>;
}
