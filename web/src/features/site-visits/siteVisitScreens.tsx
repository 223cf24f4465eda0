import { NotBuiltYet } from '../../components/NotBuiltYet';

/** /site-visit/edit/{id}: the questionnaire itself, to answer on a phone. */
export function SiteVisitEditScreen() {
  return (
    <NotBuiltYet
      title="Edit site visit"
      message="Answering a visit's questions on this screen is not built yet — it arrives with the site-visit questionnaire. The visit's page shows its answers and downloads."
    />
  );
}
