/** `npm run gen:api`: writes schemas/api/generated/api-types.ts from the bundled contract. */
import { writeFileSync } from 'node:fs';
import { apiTypesFile, renderApiTypes } from '../api/render-api-types.ts';

try {
  writeFileSync(apiTypesFile, await renderApiTypes());
  console.log('Wrote schemas/api/generated/api-types.ts');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
