/** How many questions a template document holds (for the panel's summary). */
export function questionCount(document: unknown): number {
  const categories = (document as { categories?: unknown } | null)?.categories;
  if (!Array.isArray(categories)) return 0;
  return categories.reduce<number>((sum, category: { questions?: unknown }) => {
    return sum + (Array.isArray(category.questions) ? category.questions.length : 0);
  }, 0);
}

/** The questionnaire as the JSON file an admin downloads, edits and publishes again. */
export function templateFile(template: { version: number; document: unknown }): File {
  return new File(
    [JSON.stringify(template.document, null, 2)],
    `site-visit-questionnaire-v${template.version}.json`,
    { type: 'application/json' },
  );
}

/** The document in an edited file, or undefined when the file is not JSON. */
export async function readTemplate(file: File): Promise<{ document: unknown } | undefined> {
  try {
    return { document: JSON.parse(await file.text()) as unknown };
  } catch {
    return undefined;
  }
}
