// Employee account endpoints (personal details, dependants, banking, agreement, plan, documents,
// update notes): see the "Employee account" issue.
export {};
