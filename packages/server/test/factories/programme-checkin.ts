/** Test factories of the programme area's checkin part (issue 18). */
export {};
