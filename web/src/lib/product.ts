/** The product's name as shown in the header, the footer and document titles. */
export const PRODUCT_NAME = 'Homeplot';

/** SPEC §1: the footer shows a copyright year of 2025. */
export const COPYRIGHT_YEAR = 2025;
