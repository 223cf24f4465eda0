import { useDocumentMeta } from '../../components/useDocumentMeta';
import { NewVisitForm } from './new/NewVisitForm';
import { VisitPage } from './visit/VisitPage';

/**
 * /site-visit/new: a visit starts from the property's address (found by the same address search
 * as the map) or from one of the user's saved plans, whose address and lot it takes. When the
 * address search is down, the property is placed as on the map screen: with a tap on a map, the
 * address kept as typed.
 */
export function SiteVisitNewScreen() {
  useDocumentMeta('New site visit');
  return (
    <VisitPage title="New site visit" titleId="new-visit-title">
      <NewVisitForm />
    </VisitPage>
  );
}
