/** The real app on PGlite in BENCH_DATA_DIR (made and removed by the parent). */
import { serveAppOnPglite } from './app-on-pglite';

await serveAppOnPglite();
