// Prismic content in D1: documents as the Content API serves them, and refs (the master ref
// changes on every publish; old refs expire; preview refs expire after a while).

export const prismicSchema = [
  `CREATE TABLE prismic_documents (id TEXT PRIMARY KEY, uid TEXT, type TEXT NOT NULL, lang TEXT NOT NULL, tags TEXT NOT NULL,
    data TEXT NOT NULL, first_publication_date TEXT NOT NULL, last_publication_date TEXT NOT NULL)`,
  `CREATE TABLE prismic_refs (ref TEXT PRIMARY KEY, kind TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER, document_id TEXT)`,
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
}

export async function masterRef(db: D1Database): Promise<RefRow> {
  const row = await db.prepare("SELECT * FROM prismic_refs WHERE kind = 'master' ORDER BY created_at DESC LIMIT 1").first<RefRow>()
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

/** A preview session for one document that lasts `lifetimeMs`. */
export async function createPreview(db: D1Database, documentId: string, lifetimeMs: number, now = Date.now()): Promise<string> {
  const ref = `preview~${crypto.randomUUID()}`
  await db.prepare("INSERT INTO prismic_refs (ref, kind, created_at, expires_at, document_id) VALUES (?, 'preview', ?, ?, ?)").bind(ref, now, now + lifetimeMs, documentId).run()
  return ref
}
