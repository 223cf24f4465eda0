import { NotBuiltYet } from '../../components/NotBuiltYet';

const ARRIVES = 'it arrives with the site-visit feature.';

export function SiteVisitListScreen() {
  return (
    <NotBuiltYet title="Site Plans" message={`The site-visit list is not built yet — ${ARRIVES}`} />
  );
}

export function SiteVisitNewScreen() {
  return (
    <NotBuiltYet
      title="New site visit"
      message={`Starting a site visit is not built yet — ${ARRIVES}`}
    />
  );
}

export function SiteVisitViewScreen() {
  return (
    <NotBuiltYet
      title="Site visit"
      message={`Viewing a site visit is not built yet — ${ARRIVES}`}
    />
  );
}

export function SiteVisitEditScreen() {
  return (
    <NotBuiltYet
      title="Edit site visit"
      message={`Editing a site visit is not built yet — ${ARRIVES}`}
    />
  );
}
