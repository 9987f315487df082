/** Test factories of the programme area's insight part (issue 18). */
export {};
