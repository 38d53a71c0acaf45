/** The editor's configuration as the tests walk it (src/cms/cms-config.ts). */
import type { CmsField } from "../src/cms/cms-config";

/** [path in the file, field] for every leaf field, lists walked through ("*"). */
export function leafFields(fields: readonly CmsField[], at: string[] = []): { path: string[]; field: CmsField }[] {
  return fields.flatMap((field) => {
    const here = [...at, field.name];
    if (field.widget === "list")
      return field.fields
        ? leafFields(field.fields, [...here, "*"])
        : field.field
          ? [{ path: [...here, "*"], field: field.field }]
          : [];
    return field.fields ? leafFields(field.fields, here) : [{ path: here, field }];
  });
}
