import { Questionnaire } from './edit/Questionnaire';
import { LoadedVisit } from './visit/LoadedVisit';

/** /site-visit/edit/{id}: the questionnaire, answered one answer at a time. */
export function SiteVisitEditScreen() {
  return <LoadedVisit>{(visit) => <Questionnaire key={visit.id} visit={visit} />}</LoadedVisit>;
}
