import { useEffect } from 'react';
import { PRODUCT_NAME } from '../lib/product';

/**
 * Sets the document title (suffixed with the product name) and, when given, the meta description,
 * for as long as the calling screen is shown.
 */
export function useDocumentMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
