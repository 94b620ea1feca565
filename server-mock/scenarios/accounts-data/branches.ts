/**
 * The institution's branches: real public street addresses (city halls and civic buildings) in
 * Texas, Oklahoma and Louisiana with their real coordinates, so the branch locator's map pins land
 * where the address is. Phone numbers use the 555-01xx range reserved for fiction.
 */
import type { BranchRecord } from '../../store/accounts/branches-repo.ts';

/** Branch numbers are four digits; users' servicing branches 1-8 point at them. */
export const seedBranches: readonly BranchRecord[] = [
  {
    BranchNumber: '0001',
    BranchName: 'Dallas Main Office',
    StreetAddress: '1500 Marilla St',
    City: 'Dallas',
    State: 'TX',
    Zip: '75201',
    PhoneNumber: '2145550101',
    Latitude: 32.7763,
    Longitude: -96.7969,
  },
  {
    BranchNumber: '0002',
    BranchName: 'Fort Worth Downtown',
    StreetAddress: '200 Texas St',
    City: 'Fort Worth',
    State: 'TX',
    Zip: '76102',
    PhoneNumber: '8175550102',
    Latitude: 32.7511,
    Longitude: -97.3327,
  },
  {
    BranchNumber: '0003',
    BranchName: 'Austin Second Street',
    StreetAddress: '301 W 2nd St',
    City: 'Austin',
    State: 'TX',
    Zip: '78701',
    PhoneNumber: '5125550103',
    Latitude: 30.2649,
    Longitude: -97.747,
  },
  {
    BranchNumber: '0004',
    BranchName: 'San Antonio Military Plaza',
    StreetAddress: '100 Military Plaza',
    City: 'San Antonio',
    State: 'TX',
    Zip: '78205',
    PhoneNumber: '2105550104',
    Latitude: 29.4245,
    Longitude: -98.4946,
  },
  {
    BranchNumber: '0005',
    BranchName: 'Oklahoma City Civic Center',
    StreetAddress: '200 N Walker Ave',
    City: 'Oklahoma City',
    State: 'OK',
    Zip: '73102',
    PhoneNumber: '4055550105',
    Latitude: 35.4692,
    Longitude: -97.5223,
  },
  {
    BranchNumber: '0006',
    BranchName: 'Tulsa Downtown',
    StreetAddress: '175 E 2nd St',
    City: 'Tulsa',
    State: 'OK',
    Zip: '74103',
    PhoneNumber: '9185550106',
    Latitude: 36.1556,
    Longitude: -95.9906,
  },
  {
    BranchNumber: '0007',
    BranchName: 'Shreveport Government Plaza',
    StreetAddress: '505 Travis St',
    City: 'Shreveport',
    State: 'LA',
    Zip: '71101',
    PhoneNumber: '3185550107',
    Latitude: 32.5124,
    Longitude: -93.7496,
  },
  {
    BranchNumber: '0008',
    BranchName: 'Baton Rouge Capitol Park',
    StreetAddress: '222 St Louis St',
    City: 'Baton Rouge',
    State: 'LA',
    Zip: '70802',
    PhoneNumber: '2255550108',
    Latitude: 30.4495,
    Longitude: -91.1868,
  },
];

/** File types offered for uploads (GET /api/file/GetFileTypes). */
export const seedFileTypes: readonly { ID: number; Description: string }[] = [
  { ID: 1, Description: 'Proof of Income' },
  { ID: 2, Description: 'Proof of Residence' },
  { ID: 3, Description: 'Photo Identification' },
  { ID: 4, Description: 'Proof of Insurance' },
  { ID: 5, Description: 'Bank Statement' },
  { ID: 6, Description: 'Vehicle Title' },
  { ID: 7, Description: 'Other' },
];
