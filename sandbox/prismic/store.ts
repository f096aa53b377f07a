// Prismic content in D1: documents as the Content API serves them, and refs (the master ref
// changes on every publish; old refs expire; preview refs expire after a while).

export const prismicSchema = [
  `CREATE TABLE prismic_documents (id TEXT PRIMARY KEY, uid TEXT, type TEXT NOT NULL, lang TEXT NOT NULL, tags TEXT NOT NULL,
    data TEXT NOT NULL, first_publication_date TEXT NOT NULL, last_publication_date TEXT NOT NULL)`,
  `CREATE TABLE prismic_refs (ref TEXT PRIMARY KEY, kind TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER, document_id TEXT, draft_data TEXT)`,
]

export interface DocumentRow {
  readonly id: string
  readonly uid: string | null
  readonly type: string
  readonly lang: string
  readonly tags: string
  readonly data: string
  readonly first_publication_date: string
  readonly last_publication_date: string
}

export interface RefRow {
  readonly ref: string
  readonly kind: 'master' | 'old' | 'preview'
  readonly created_at: number
  readonly expires_at: number | null
  readonly document_id: string | null
  /** A preview's unpublished version of its document's data (JSON), if any. */
  readonly draft_data: string | null
}

export async function masterRef(db: D1Database): Promise<RefRow> {
  const row = await db
    .prepare("SELECT * FROM prismic_refs WHERE kind = 'master' ORDER BY created_at DESC LIMIT 1")
    .first<RefRow>()
  if (!row) throw new Error('The Prismic sandbox has no master ref: seed it')
  return row
}

/** Publishes: a new master ref; the previous one becomes an old ref that expires. */
export async function publish(db: D1Database, now = Date.now()): Promise<string> {
  const ref = `${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}~master`
  await db.batch([
    db.prepare("UPDATE prismic_refs SET kind = 'old', expires_at = ? WHERE kind = 'master'").bind(now),
    db.prepare("INSERT INTO prismic_refs (ref, kind, created_at) VALUES (?, 'master', ?)").bind(ref, now),
  ])
  return ref
}

/** A preview session for one document that lasts `lifetimeMs`, showing `draft` as its data when given. */
export async function createPreview(
  db: D1Database,
  documentId: string,
  lifetimeMs: number,
  draft?: Record<string, unknown>,
  now = Date.now(),
): Promise<string> {
  const ref = `preview~${crypto.randomUUID()}`
  await db
    .prepare(
      "INSERT INTO prismic_refs (ref, kind, created_at, expires_at, document_id, draft_data) VALUES (?, 'preview', ?, ?, ?, ?)",
    )
    .bind(ref, now, now + lifetimeMs, documentId, draft ? JSON.stringify(draft) : null)
    .run()
  return ref
}

export type RefCheck =
  | { readonly ok: true; readonly row: RefRow }
  | { readonly ok: false; readonly status: 400 | 404 | 410; readonly type: string; readonly message: string }

/**
 * Checks a ref as the Content API does: missing 400, unknown 404, expired 410, expired preview
 * 404. The ref messages end with the master ref: the client reads it with /master ref is: (.*)$/i.
 */
export async function checkRef(db: D1Database, ref: string | undefined, now = Date.now()): Promise<RefCheck> {
  if (!ref) return { ok: false, status: 400, type: 'parsing-error', message: 'The ref parameter is missing' }
  const row = await db.prepare('SELECT * FROM prismic_refs WHERE ref = ?').bind(ref).first<RefRow>()
  const master = await masterRef(db)
  if (!row)
    return {
      ok: false,
      status: 404,
      type: 'api_notfound_error',
      message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${master.ref}`,
    }
  if (row.kind === 'old')
    return {
      ok: false,
      status: 410,
      type: 'api_validation_error',
      message: `The provided ref is no longer accessible, it has expired. Master ref is: ${master.ref}`,
    }
  if (row.kind === 'preview' && row.expires_at !== null && row.expires_at < now)
    return { ok: false, status: 404, type: 'api_security_error', message: 'The provided preview token has expired.' }
  return { ok: true, row }
}

/** Every document as seen through a ref: a preview shows its draft; image URLs point at `imagesUrl`. */
export async function documentsAt(db: D1Database, ref: RefRow, imagesUrl: string): Promise<DocumentRow[]> {
  const rows = (
    await db.prepare('SELECT * FROM prismic_documents ORDER BY first_publication_date DESC, id').all<DocumentRow>()
  ).results
  return rows.map((row) => {
    const data = ref.kind === 'preview' && ref.document_id === row.id && ref.draft_data ? ref.draft_data : row.data
    return { ...row, data: data.replaceAll('{{images}}', imagesUrl) }
  })
}
