/** A bare Fastify JSON route serving the same categories the seeded app serves. */
import Fastify from 'fastify';
import { categoryImagePath } from '../../contracts/catalog-images';
import { seedCategories } from '../../server/db/seed-data';
import { announceAndWait, listeningPort } from './serve';

const categories = seedCategories.map((c, i) => ({
  category_id: i + 1,
  name: c.name,
  description: c.description,
  status: 'active' as const,
  image: categoryImagePath(c.name),
}));

const app = Fastify({ logger: false });
app.get('/api/categories', async () => categories);
await app.listen({ host: '127.0.0.1', port: 0 });

announceAndWait(listeningPort(app.server.address()), async () => {
  await app.close();
});
