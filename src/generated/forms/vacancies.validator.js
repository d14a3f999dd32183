// generated — edit screens/vacancies.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const vacanciesForm = validate10;
const schema11 = {"$id":"vacanciesForm","type":"object","required":["title","employer","kind_id","deadline","description"],"properties":{"title":{"type":"string","maxLength":200,"minLength":1},"employer":{"type":"string","maxLength":200,"minLength":1},"kind_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"location":{"type":"string","maxLength":200},"deadline":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"programs":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"levels":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"description":{"type":"string","maxLength":50000,"minLength":1}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="vacanciesForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.employer === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employer"},message:"must have required property '"+"employer"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind_id"},message:"must have required property '"+"kind_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.deadline === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deadline"},message:"must have required property '"+"deadline"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.description === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(data0.length > 200){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.title,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.length < 1){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.title,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.employer !== undefined){
let data1 = data.employer;
if(typeof data1 === "string"){
if(data1.length > 200){
const err8 = {instancePath:instancePath+"/employer",schemaPath:"#/properties/employer/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.employer,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.length < 1){
const err9 = {instancePath:instancePath+"/employer",schemaPath:"#/properties/employer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.employer,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/employer",schemaPath:"#/properties/employer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.employer.type,parentSchema:schema11.properties.employer,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.kind_id !== undefined){
let data2 = data.kind_id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err11 = {instancePath:instancePath+"/kind_id",schemaPath:"#/properties/kind_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.kind_id.type,parentSchema:schema11.properties.kind_id,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((data2 === 1) || (data2 === 2)) || (data2 === 3))){
const err12 = {instancePath:instancePath+"/kind_id",schemaPath:"#/properties/kind_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.kind_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.kind_id.enum,parentSchema:schema11.properties.kind_id,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2147483647 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/kind_id",schemaPath:"#/properties/kind_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.kind_id,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.location !== undefined){
let data3 = data.location;
if(typeof data3 === "string"){
if(data3.length > 200){
const err14 = {instancePath:instancePath+"/location",schemaPath:"#/properties/location/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.location,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/location",schemaPath:"#/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.location.type,parentSchema:schema11.properties.location,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.deadline !== undefined){
let data4 = data.deadline;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err16 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.deadline.type,parentSchema:schema11.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.programs !== undefined){
let data5 = data.programs;
if(Array.isArray(data5)){
if(data5.length > 1000){
const err18 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.programs,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err19 = {instancePath:instancePath+"/programs/" + i0,schemaPath:"#/properties/programs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.programs.items.type,parentSchema:schema11.properties.programs.items,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/programs/" + i0,schemaPath:"#/properties/programs/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.programs.items,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/programs/" + i0,schemaPath:"#/properties/programs/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.programs.items,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err22 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.programs,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err23 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.programs.type,parentSchema:schema11.properties.programs,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.levels !== undefined){
let data7 = data.levels;
if(Array.isArray(data7)){
if(data7.length > 1000){
const err24 = {instancePath:instancePath+"/levels",schemaPath:"#/properties/levels/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.levels,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data7.length;
for(let i2=0; i2<len1; i2++){
let data8 = data7[i2];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err25 = {instancePath:instancePath+"/levels/" + i2,schemaPath:"#/properties/levels/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.levels.items.type,parentSchema:schema11.properties.levels.items,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 2147483647 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/levels/" + i2,schemaPath:"#/properties/levels/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.levels.items,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err27 = {instancePath:instancePath+"/levels/" + i2,schemaPath:"#/properties/levels/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.levels.items,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
let i3 = data7.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data7[i3];
if(!((typeof item1 == "number") && (!(item1 % 1) && !isNaN(item1)))){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err28 = {instancePath:instancePath+"/levels",schemaPath:"#/properties/levels/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema11.properties.levels,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err29 = {instancePath:instancePath+"/levels",schemaPath:"#/properties/levels/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.levels.type,parentSchema:schema11.properties.levels,data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.description !== undefined){
let data9 = data.description;
if(typeof data9 === "string"){
if(data9.length > 50000){
const err30 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 50000},message:"must NOT have more than 50000 characters",schema:50000,parentSchema:schema11.properties.description,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data9.length < 1){
const err31 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.description,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
