import type { AuthzCases } from '../../test/authz';

let serial = 0;

/** Authorization rows of the worker-groups domain. */
const workerGroupsAuthz: AuthzCases = {
  workerGroupsList: { noTenantIds: true, request: async () => ({ url: '/api/worker-groups' }) },
  workerGroupsCreate: {
    noTenantIds: true,
    request: async () => ({ url: '/api/worker-groups', payload: { name: `Jogosultság ${++serial}` } }),
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default workerGroupsAuthz;
