import type { ProductType } from '../../../lib/graphql/gql/graphql';

/** SPEC §2.4's type filter, by the URL's `type` value. */
export const PRODUCT_TYPE_OPTIONS: readonly { value: '' | ProductType; label: string }[] = [
  { value: '', label: 'All Types' },
  { value: 'OBJECTS', label: 'Objects' },
  { value: 'MATERIALS', label: 'Materials' },
  { value: 'MATERIALS_FROM_OPTIONS', label: 'Materials from options' },
];

/** The product type a URL's `type` names, or none (All Types) for anything else. */
export function productTypeOf(param: string | null): ProductType | undefined {
  const option = PRODUCT_TYPE_OPTIONS.find((o) => o.value !== '' && o.value === param);
  return option && option.value !== '' ? option.value : undefined;
}

/** The service's kind in words. */
export function productTypeLabel(kind: string): string {
  const labels: Record<string, string> = {
    objects: 'Object',
    materials: 'Material',
    materialsFromOptions: 'Material from options',
  };
  return labels[kind] ?? kind;
}
