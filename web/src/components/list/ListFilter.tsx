import { LabelledSelect, type LabelledSelectProps } from '../form/LabelledSelect';
import listPage from './listPage.module.css';

const FILTER_CLASSES = { field: listPage.filter, select: listPage.filterSelect };

/** A list's filter (its header's Status, say): its label beside a select of `options`. */
export function ListFilter(props: LabelledSelectProps) {
  return <LabelledSelect {...props} classes={FILTER_CLASSES} />;
}
