import { defineEntity, p } from '@mikro-orm/core';
import { FILE_KINDS } from '@eta/domain';
import { createdAtColumn, idColumn } from '../db/columns.ts';
import { Application } from '../applications/entities.ts';

const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'file',
  properties: {
    id: idColumn(),
    kind: p.enum(FILE_KINDS),
    storageKey: p.string().unique(),
    contentType: p.string(),
    sizeBytes: p.integer(),
    sha256: p.string().length(64),
    application: () => p.manyToOne(Application).nullable().index().deleteRule('set null'),
    createdAt: createdAtColumn(),
  },
});
export class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);

export const storageEntities = [StoredFileSchema];
