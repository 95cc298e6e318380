/**
 * Content: Innholdshub, notes, media library, Innhold and the content studio. One export point
 * for the feature; each area keeps its schemas, types and strings in its own content-*.ts file.
 */
export * from './content-common';
export * from './content-notes';
export * from './content-media';
export * from './content-hub';
export * from './content-editorial';
export * from './content-readtime';
