// The arrival capacity's part of the schema: rooms, and a reservation's coaches, bays, rooms and arrival.
import './room-type.ts';
import './reservation-arrival.ts';
import './board.ts';
