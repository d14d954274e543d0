// A peer of bench/list-peers.ts: the floor for a list over HTTP here, node:http and pg answering the
// staff pending page's rows (50 pending reservations, oldest first, with their organisation's name)
// as JSON from one SQL statement with a join. Started as a child process on PORT against
// DATABASE_URL; prints "listening" when it answers.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PENDING = `
  SELECT r.id, r.order_number AS "orderNumber", r.type, r.guests, r.seat_reservation AS "seatReservation",
         r.arrival_day AS "arrivalDay", r.arrival_at AS "arrivalAt", r.status, r.outcome,
         r.actual_guests AS "actualGuests", r.created_at AS "createdAt", r.version, r.coaches,
         r.driver_state AS "driverState", r.eta_at AS "etaAt",
         r.reconfirmation_requested_at AS "reconfirmationRequestedAt", r.reconfirmed_at AS "reconfirmedAt",
         json_build_object('id', o.id, 'name', o.name) AS client
    FROM reservations r JOIN organisations o ON o.id = r.organisation_id
   WHERE r.status = 'CREATED'
   ORDER BY r.created_at, r.id
   LIMIT $1`;

const server = http.createServer((req, res) => {
  // Read the body as a GraphQL server would, then answer the one list it knows.
  req.resume();
  req.on('end', () => {
    pool.query(PENDING, [50]).then(
      ({ rows }) => {
        const body = JSON.stringify({ data: { reservations: rows } });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(error.message);
      },
    );
  });
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write(`listening ${process.env.PORT}\n`));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
