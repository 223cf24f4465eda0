// The comparison peer of the catalogue benchmark: the homeowner catalogue query (`plans` with the
// strip's fields) served the way a Node developer would write it — graphql-yoga on node:http,
// node-postgres with a pool of 16, one count and one page query side by side — on the same
// database, answering the same GraphQL as our API for the fields the strip asks for.
//
//   node bench/catalogue/peer.mjs <port> <postgres url>
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 16 });

const typeDefs = /* GraphQL */ `
  enum PlanType {
    HOUSE
    SHED
  }
  input PlanMetaFilter {
    type: PlanType
  }
  input PlanFilters {
    meta: PlanMetaFilter
    page: Int
    pageSize: Int
  }
  type PlanPhoto {
    original: String!
    aiGenerated: Boolean!
  }
  type PlanMeta {
    width: Float!
    length: Float!
    bedroomCount: Int!
    bathroomCount: Int!
    totalArea: Float!
    outerArea: Float
  }
  type Plan {
    id: ID!
    title: String!
    image: String!
    photos: [PlanPhoto!]!
    meta: PlanMeta!
  }
  type PlanList {
    items: [Plan!]!
    totalCount: Int!
  }
  type Query {
    plans(filters: PlanFilters!): PlanList!
  }
`;

const resolvers = {
  Query: {
    async plans(_, { filters }) {
      const pageSize = Math.min(Math.max(filters.pageSize ?? 10, 1), 100);
      const page = Math.max(filters.page ?? 1, 1);
      const where = ['is_hidden = false'];
      const params = [];
      if (filters.meta?.type) {
        params.push(filters.meta.type.toLowerCase());
        where.push(`plan_type = $${params.length}`);
      }
      const whereSql = where.join(' AND ');
      const [count, rows] = await Promise.all([
        pool.query(`SELECT COUNT(*)::int AS n FROM plans WHERE ${whereSql}`, params),
        pool.query(
          `SELECT id, title, image, photos, meta FROM plans WHERE ${whereSql}
           ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, pageSize, (page - 1) * pageSize],
        ),
      ]);
      return { totalCount: count.rows[0].n, items: rows.rows };
    },
  },
  Plan: {
    photos: (plan) =>
      plan.photos.map((photo) => ({
        original: photo.original,
        aiGenerated: Boolean(photo.generated),
      })),
  },
};

const yoga = createYoga({
  schema: createSchema({ typeDefs, resolvers }),
  graphiql: false,
  logging: false,
});
createServer(yoga).listen(Number(port), '127.0.0.1', () => {
  console.error(`catalogue peer on http://127.0.0.1:${port}/graphql`);
});
