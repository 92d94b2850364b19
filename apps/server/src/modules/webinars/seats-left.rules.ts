export interface SeatNumbers {
  capacity: number;
  seatsPaid: number;
  seatsHeld: number;
}

/** Seats still free: the capacity less the paid and held seats (rsvp counts them). */
export const seatsLeft = (s: SeatNumbers): number => Math.max(0, s.capacity - s.seatsPaid - s.seatsHeld);
