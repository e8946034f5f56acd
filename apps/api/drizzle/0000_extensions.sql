-- Trigram similarity for product search (pg_trgm ships with PostgreSQL and as a PGlite extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
