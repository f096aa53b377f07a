// The body Dataverse POSTs to a webhook: the JSON of a RemoteExecutionContext (UPSTREAMS.md "Dataverse webhooks"), as
// the platform serialises it for a step registered on Create, PostOperation, asynchronous: each attribute of the new
// record a key/value pair, lookups as EntityReferences, choices as OptionSetValues, dates as `/Date(ms)/`.
import { portalApplicationUser } from './users.ts'

const contracts = 'http://schemas.microsoft.com/xrm/2011/Contracts'
const reference = (logicalName: string, id: string | null | undefined) =>
  id
    ? {
        __type: `EntityReference:${contracts}`,
        Id: id,
        KeyAttributes: [],
        LogicalName: logicalName,
        Name: null,
        RowVersion: null,
      }
    : null
const optionSet = (value: unknown) =>
  typeof value === 'number' ? { __type: `OptionSetValue:${contracts}`, Value: value } : null
const dotNetDate = (iso: unknown) => `/Date(${Date.parse(String(iso))})/`

/** The organisation the sandbox pretends to be (the `x-ms-dynamics-organization` header too). */
export const sandboxOrganization = {
  id: '4ef5b371-0000-4000-8000-00000000d365',
  name: 'resortsandbox',
  host: 'resortsandbox.crm4.dynamics.com',
}

/** The RemoteExecutionContext of the Create of one portal message record (`row` as stored). */
export function createContext(row: Record<string, unknown>, stepId: string) {
  const id = String(row.activityid)
  const createdBy = (row._createdby_value as string | null) ?? portalApplicationUser
  const attributes: { key: string; value: unknown }[] = [
    { key: 'activityid', value: id },
    { key: 'subject', value: row.subject ?? null },
    { key: 'description', value: row.description ?? null },
    { key: 'regardingobjectid', value: reference('opportunity', row._regardingobjectid_value as string | null) },
    { key: 'adr_direction', value: optionSet(row.adr_direction) },
    { key: 'adr_contactid', value: reference('contact', row._adr_contactid_value as string | null) },
    { key: 'statecode', value: optionSet(row.statecode ?? 0) },
    { key: 'activitytypecode', value: 'adr_portalmessage' },
    { key: 'createdon', value: dotNetDate(row.createdon) },
    { key: 'createdby', value: reference('systemuser', createdBy) },
    { key: 'ownerid', value: { ...reference('systemuser', createdBy), __type: `EntityReference:${contracts}` } },
  ]
  const operation = crypto.randomUUID()
  return {
    BusinessUnitId: 'e2b9dd85-0000-4000-8000-00000000b001',
    CorrelationId: crypto.randomUUID(),
    Depth: 1,
    InitiatingUserAzureActiveDirectoryObjectId: '00000000-0000-0000-0000-000000000000',
    InitiatingUserId: createdBy,
    InputParameters: [
      {
        key: 'Target',
        value: {
          __type: `Entity:${contracts}`,
          Attributes: attributes,
          EntityState: null,
          FormattedValues: [],
          Id: id,
          KeyAttributes: [],
          LogicalName: 'adr_portalmessage',
          RelatedEntities: [],
          RowVersion: null,
        },
      },
    ],
    IsExecutingOffline: false,
    IsInTransaction: false,
    IsOfflinePlayback: false,
    IsolationMode: 1,
    MessageName: 'Create',
    Mode: 1,
    OperationCreatedOn: dotNetDate(row.createdon),
    OperationId: operation,
    OrganizationId: sandboxOrganization.id,
    OrganizationName: sandboxOrganization.name,
    OutputParameters: [{ key: 'id', value: id }],
    OwningExtension: {
      Id: stepId,
      KeyAttributes: [],
      LogicalName: 'sdkmessageprocessingstep',
      Name: null,
      RowVersion: null,
    },
    ParentContext: null,
    PostEntityImages: [],
    PreEntityImages: [],
    PrimaryEntityId: id,
    PrimaryEntityName: 'adr_portalmessage',
    RequestId: operation,
    SecondaryEntityName: 'none',
    SharedVariables: [],
    Stage: 40,
    UserAzureActiveDirectoryObjectId: '00000000-0000-0000-0000-000000000000',
    UserId: createdBy,
  }
}
