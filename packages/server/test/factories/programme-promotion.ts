/** Test factories of the programme area's promotion part (issue 18). */
export {};
