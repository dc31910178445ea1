import { applyD1Migrations, env } from 'cloudflare:test'

// Runs before each test file: storage is isolated per file, so every file starts from
// an empty, fully migrated database. applyD1Migrations skips migrations already applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
